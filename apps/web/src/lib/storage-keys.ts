/** Every key the web app keeps in local or session storage (docs/product/1-platform.md section 3), in one place. */
export const storageKeys = {
  idToken: 'cp.idToken',
  refreshToken: 'cp.refreshToken',
  userId: 'cp.userId',
  email: 'cp.email',
  sidebarSections: 'cp.sidebar.sections',
  sidebarCollapsed: 'cp.sidebar.collapsed',
  onboardingSkipped: 'cp.onboarding.skipped',
  activeWorkspace: 'cp.activeWorkspace',
  /** { [wid]: epoch ms } of the last switch to each workspace. */
  workspaceLastActive: 'cp.workspace.lastActive',
  billingPeriod: 'cp.billingPeriod',
  referralId: 'cp.referralId',
  /** The utm parameters of the first visit that carried any (kept through sign-up). */
  utm: 'cp.utm',
  trialSnoozeUntil: 'cp.trial.snoozeUntil',
  /**
   * Written when credits change, so other tabs refetch theirs (the storage event; docs/product/1-platform.md section
   * 3).
   */
  creditsChangedAt: 'cp.credits.changedAt',
  /** Written when a document is stored ({kind, wid, at}), so other tabs refresh that workspace. */
  documentsChangedAt: 'cp.documents.changedAt',
  /** The language last chosen for a cover letter (a code of letterLanguages). */
  letterLanguage: 'cp.coverLetter.language',
  /** The nonce of this browser's last sign-up: its verification link signs in only here (docs/decisions/016). */
  signupNonce: 'cp.signup.nonce',
  /**
   * Resume Builder UI state per user: { step, split, zoom } (docs/product/2-modules.md section 3; the document itself
   * is on the server).
   */
  builderUi: 'cp.builder.ui',
  /**
   * Resume Builder saved job posts per user: [{id, title, text, ts}], at most 20 (docs/product/2-modules.md section 3).
   */
  builderJobPosts: 'cp.builder.jobPosts',
  /** Resume Builder: the job post chosen in Tailor per user and workspace ({source, text}), which JD Match also reads (docs/decisions/034). */
  builderChosenPost: 'cp.builder.chosenPost',
  /** Ask UC's draft per workspace: this prefix + the workspace id holds {question, answer}. */
  askUcDraftPrefix: 'cp.askUc.draft.',
  /** How many sessions have shown the Ask UC bubble hint, and whether the bubble was ever clicked. */
  askUcHintSessions: 'cp.askUc.hintSessions',
  askUcBubbleClicked: 'cp.askUc.bubbleClicked',
  /** Set once the free user opened the Live Interview preview on the home page (the teaser-seen flag). */
  liveTeaserSeen: 'cp.liveTeaser.seen',
  /**
   * The job search agent's state per workspace: { [wid]: { query, resumeRemoved } }
   * (docs/product/3-agent-tracker-assistant.md section 3).
   */
  agentState: 'cp.agent.state',
} as const;

export const sessionKeys = {
  intendedPath: 'cp.intendedPath',
  pendingPromo: 'cp.pendingPromo',
  onboardingDismissed: 'cp.onboarding.dismissedThisSession',
  splashShown: 'cp.splash.shown',
  smallScreenNoticeDismissed: 'cp.smallScreenNotice.dismissed',
  /** The tab's nonce of the provider sign-in it started; the callback must echo it (docs/decisions/016). */
  oauthClientState: 'cp.oauth.clientState',
  /** Set once this tab counted a session of the Ask UC bubble hint. */
  askUcHintCounted: 'cp.askUc.hintCounted',
  /** The Ask UC hint was hidden with its X: not shown again this browser session. */
  askUcHintHidden: 'cp.askUc.hintHidden',
  /**
   * The agent's last results per workspace, restored straight into 'done' (docs/product/3-agent-tracker-assistant.md
   * section 4).
   */
  agentResults: 'cp.agent.results',
  /** The home's locked preview: the real count of jobs matching a workspace's query, once a session: { [wid]: { query, count, demo } }. */
  agentPreviewCount: 'cp.agent.previewCount',
} as const;

export function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}
