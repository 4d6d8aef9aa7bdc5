import {
  liveFocuses,
  liveFocusLabels,
  liveInterviewMinutes,
  liveLanguageCodes,
  liveLanguages,
  type LiveFocusId,
  type LiveLanguage,
  type LiveStyle,
} from '@cp/contracts';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/input.tsx';

export type LiveSettingsValue = { minutes: 5 | 10 | 15; focus: LiveFocusId; language: LiveLanguage; style: LiveStyle };

/** Session length, focus, language and mode: locked unless idle (docs/product/2-modules.md section 2). */
export function LiveSettings({
  value,
  onChange,
  disabled,
  costOf,
}: {
  value: LiveSettingsValue;
  onChange: (next: LiveSettingsValue) => void;
  disabled: boolean;
  costOf: (minutes: number) => number;
}) {
  const ids = { length: useId(), focus: useId(), language: useId(), style: useId() };
  const field = 'space-y-1 text-sm';
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" disabled={disabled}>
      <legend className="sr-only">Interview settings</legend>
      <div className={field}>
        <label htmlFor={ids.length} className="block font-medium text-ink">
          Session length
        </label>
        <NativeSelect
          className="w-full"
          id={ids.length}
          value={value.minutes}
          onChange={(e) => onChange({ ...value, minutes: Number(e.target.value) as LiveSettingsValue['minutes'] })}
        >
          {liveInterviewMinutes.map((m) => (
            <option key={m} value={m}>
              {m} minutes · {costOf(m)} credits
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={ids.focus} className="block font-medium text-ink">
          Focus
        </label>
        <NativeSelect
          className="w-full"
          id={ids.focus}
          value={value.focus}
          onChange={(e) => onChange({ ...value, focus: e.target.value as LiveFocusId })}
        >
          {liveFocuses.map((f) => (
            <option key={f} value={f}>
              {liveFocusLabels[f]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={ids.language} className="block font-medium text-ink">
          Language
        </label>
        <NativeSelect
          className="w-full"
          id={ids.language}
          value={value.language}
          onChange={(e) => onChange({ ...value, language: e.target.value as LiveLanguage })}
        >
          {liveLanguageCodes.map((code) => (
            <option key={code} value={code}>
              {liveLanguages[code]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={field}>
        <label htmlFor={ids.style} className="block font-medium text-ink">
          Mode
        </label>
        <NativeSelect
          className="w-full"
          id={ids.style}
          value={value.style}
          onChange={(e) => onChange({ ...value, style: e.target.value as LiveStyle })}
        >
          <option value="practice">Practice (follow-ups, feedback any time)</option>
          <option value="rehearsal">Screening rehearsal (one take)</option>
        </NativeSelect>
      </div>
    </fieldset>
  );
}

/** Speech recognition and voice language tags for the spec's languages. */
export const speechLang: Record<LiveLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
  hi: 'hi-IN',
  ar: 'ar-SA',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
};
