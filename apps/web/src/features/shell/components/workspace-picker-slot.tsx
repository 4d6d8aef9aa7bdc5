/**
 * Where the workspace picker and its 'Manage' link go (spec 1 section 2, Sidebar). Workspaces are
 * not served yet, so it renders nothing rather than a pretend picker; the sidebar keeps its place.
 */
export function WorkspacePickerSlot(_props: { collapsed: boolean }) {
  return null;
}
