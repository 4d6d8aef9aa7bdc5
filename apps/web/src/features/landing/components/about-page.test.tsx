import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it('credits every data source with the wording its licence asks for', () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <AboutPage /> }])} />);
    expect(screen.getByRole('heading', { name: 'Data sources and credits' })).toBeInTheDocument();
    expect(
      screen.getByText(/USDOL\/ETA has not approved, endorsed, or tested these modifications/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/This service uses the ESCO classification of the European Commission/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Content based on github.com\/github\/explore used under the CC-BY-4.0 license/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Occupational Employment and Wage Statistics, May 2024/)).toBeInTheDocument();
  });
});
