/**
 * What a document change must refresh lives in the workspaces feature (the workspace detail and
 * list); the route composing both passes it in, so this feature does not import that one.
 */
export type AfterDocumentChange = { onChanged: (wid: string) => void | Promise<void> };
