/**
 * What this build serves of the tools the landing page names. A tool whose flag is false is listed
 * as 'Coming', and no sentence says it works; flip its flag in the change that ships its screen.
 */
export const served = {
  /** Step 8, the spoken Live AI Interview. */
  liveInterview: true,
  /** Step 11, the Application Dashboard. */
  applicationDashboard: true,
  /** The Job Search Agent's application kits (cover letter and resume for one job). */
  applicationKits: true,
} as const;
