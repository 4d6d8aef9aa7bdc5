import { analysisDocumentNeeds } from '@cp/contracts';
import { describe, expect, it } from 'vitest';
import { findDocumentProblem } from './missing-document.ts';
import { analysisSteps, moduleScreens } from './module-screens.ts';

const resume = 'Sam Rivera\nWarehouse lead\nLed a team of six pickers across two shifts.';
const posting = 'Shift supervisor at Northwind Depot. Leads pickers and keeps the floor safe.';

describe('which documents a module needs', () => {
  it("is the server's table for every screen (contracts analysisDocumentNeeds)", () => {
    for (const step of analysisSteps) {
      const screen = moduleScreens[step];
      expect(screen.needs, screen.title).toBe(analysisDocumentNeeds[screen.key]);
    }
  });

  it('lets Resume Improvement run on the resume alone, as the server does', () => {
    expect(findDocumentProblem(moduleScreens[4].needs, resume, '')).toBeNull();
    expect(findDocumentProblem(moduleScreens[4].needs, '', posting)?.missing).toBe('cv');
  });

  it('asks for the posting where the module compares both', () => {
    expect(findDocumentProblem(moduleScreens[3].needs, resume, '')).toMatchObject({ missing: 'jd' });
    expect(findDocumentProblem(moduleScreens[2].needs, '', posting)).toBeNull();
  });
});
