import { useOutletContext } from 'react-router';

/** What the /app layout offers the pages inside it. */
export type AppOutletContext = {
  /** Opens the onboarding questions to change the saved answers (Settings, 'Edit'). */
  openProfileEditor: () => void;
};

export function useAppOutlet() {
  return useOutletContext<AppOutletContext>();
}
