import { useOutletContext } from 'react-router';

/** What the /app layout offers the pages inside it. */
export type AppOutletContext = {
  /** Opens the onboarding questions to change the saved answers (Settings, 'Edit'). */
  openProfileEditor: () => void;
  /**
   * The workspace the app is in: the one in the path, else the stored active one while it
   * exists, else the default; null while the list is loading or failed.
   */
  workspaceId: string | null;
};

export function useAppOutlet() {
  return useOutletContext<AppOutletContext>();
}
