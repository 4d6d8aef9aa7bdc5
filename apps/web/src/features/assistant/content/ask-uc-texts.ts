/** Ask UC's 8 example prompts: goals real job seekers bring, each matching a row of the intent table. */
export const askUcExamples = [
  'I have an interview next week for a marketing manager role. What should I do first?',
  'I want to switch careers from teaching into UX design.',
  'I just graduated and I am looking for my first job.',
  'How do I get promoted to a senior role this year?',
  'I got a job offer. How do I negotiate the salary?',
  'I am going back to work after a two-year career break.',
  'Why am I not getting callbacks on my resume?',
  'Help me tailor my application for the job posting in this workspace.',
] as const;

/** The loading panel's four messages, one every 2.4 s (docs/product/3-agent-tracker-assistant.md section 9). */
export const askUcLoadingMessages = [
  'Reading your workspace…',
  'Matching your goal to the steps…',
  'Checking what you have already done…',
  'Putting your plan together…',
] as const;

export const ASK_UC_LOADING_MS = 2400;
export const askUcSignInMessage = 'Please sign in to use Ask UC.';
export const askUcGenericError = 'Something went wrong. Please try again.';
export const askUcBubbleHint = 'Not sure what to do next? Ask UC for a plan: the round button at the bottom right.';
