import type { LiveInterviewer, LiveStyle } from '@cp/contracts';

/** The spec's 'How it works' list, said for the interviewer that actually runs, and what a rehearsal scores. */
export function LiveHowItWorks({ interviewer, style }: { interviewer: LiveInterviewer; style: LiveStyle }) {
  return (
    <section aria-labelledby="live-how" className="space-y-2 text-sm text-ink-muted">
      <h2 id="live-how" className="font-semibold text-ink">
        How it works
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {interviewer === 'realtime' ? (
          <li>
            An AI interviewer (OpenAI&apos;s realtime model) greets you and asks in the chosen language; answer in the
            same language. Your voice goes to OpenAI for this.
          </li>
        ) : (
          <li>
            Career Prep&apos;s built-in interviewer, not a live AI, asks questions prepared from your resume and this
            posting, aimed at what the posting asks and your resume does not show. It asks, listens and grades in
            English only.
          </li>
        )}
        <li>
          Press the mic button (or Space) to answer, and again when you have finished. Where your browser cannot
          recognise speech, type your answer instead.
        </li>
        <li>
          The session ends automatically at the chosen length, or when you end it. You are charged 1 credit per minute
          used, rounded up; the rest of the session&apos;s credits come back.
        </li>
        {style === 'rehearsal' ? (
          <li>
            Screening rehearsal: like the one-way AI interviews employers use, one take, timed, no follow-ups and no
            retakes. Scored at the end, per question: structure (situation, task, action, result), specificity (numbers,
            tools, your own part), relevance to the requirement, and length. A question you do not answer scores 0.
          </li>
        ) : (
          <li>
            Ask for feedback at any time: the mic is disabled while the interviewer gives it. A thin answer gets one
            follow-up question.
          </li>
        )}
      </ul>
    </section>
  );
}
