import type { CoverLetter } from '@cp/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverLetterEditor } from './cover-letter-editor.tsx';

const letter = (signature: string): CoverLetter => ({
  letter: [
    'Dear Hiring Team,',
    '',
    'I am applying for the Analyst position.',
    ...(signature ? ['', 'Sincerely,', signature] : []),
  ].join('\n'),
  greeting: 'Dear Hiring Team,',
  paragraphs: ['I am applying for the Analyst position.'],
  closing: signature ? 'Sincerely,' : '',
  signature,
  placeholders: [],
  evidence: [],
  language: 'en',
  flags: [],
});

const renderEditor = (result: CoverLetter) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CoverLetterEditor
        result={result}
        wid="ws_test000000000001"
        runId="run_1"
        savedEdit={null}
        onSaved={() => Promise.resolve()}
      />
    </QueryClientProvider>,
  );

describe('CoverLetterEditor', () => {
  it('asks for the name when the resume gave none to sign with', () => {
    renderEditor(letter(''));
    expect(screen.getByRole('note')).toHaveTextContent('Add a sign-off with your name');
  });

  it('says nothing about the signature when the letter is signed', () => {
    renderEditor(letter('Dana Whitfield'));
    expect(screen.queryByText(/sign-off with your name/)).toBeNull();
  });
});

describe('CoverLetterEditor on a posting in another language', () => {
  it('says above the letter that the posting is in German and the letter in English, and what to do', () => {
    renderEditor({ ...letter('Dana Whitfield'), posting_language: 'de' });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This posting is written in German; the letter is in English.');
    expect(note).toHaveTextContent('choose German under Letter language');
  });

  it('names a language the picker does not offer and suggests a translation', () => {
    renderEditor({ ...letter('Dana Whitfield'), posting_language: 'sv' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'This posting is written in Swedish; the letter is in English. If the employer expects a letter in Swedish, have this one translated',
    );
  });

  it('says nothing when the posting is in the letter language', () => {
    renderEditor({ ...letter('Dana Whitfield'), language: 'de', posting_language: null });
    expect(screen.queryByText(/This posting is written in/)).toBeNull();
  });
});
