// The Resume Builder's document model (the contract's ResumeDocumentSchema in packages/contracts has the
// same shape; the engine depends on nothing, so the shape is written here too and a server test parses the
// engine's output with the contract).

export type Confidence = 'high' | 'medium' | 'low';

export interface ResumeDocumentEntry {
  readonly title: string;
  readonly subtitle: string;
  readonly dates: string;
  readonly bullets: readonly string[];
}

export interface ResumeExtraSection {
  readonly key: string;
  readonly label: string;
  readonly type: 'bullets' | 'entries';
  readonly bullets?: readonly string[];
  readonly entries?: readonly ResumeDocumentEntry[];
}

export interface SectionMeta {
  readonly label: string;
  readonly visible: boolean;
  readonly column: 'main' | 'side';
  readonly showHeading: boolean;
  readonly density: 'compact' | 'normal' | 'relaxed';
  readonly priority: number;
}

export interface ResumeDocument {
  readonly contact: {
    readonly name: string;
    readonly title: string;
    readonly email: string;
    readonly phone: string;
    readonly location: string;
    readonly website: string;
  };
  readonly summary: string;
  readonly experience: ReadonlyArray<{
    readonly role: string;
    readonly company: string;
    readonly location: string;
    readonly dates: string;
    readonly bullets: readonly string[];
  }>;
  readonly education: ReadonlyArray<{ readonly school: string; readonly degree: string; readonly dates: string }>;
  readonly skills: readonly string[];
  readonly projects: ReadonlyArray<{ readonly name: string; readonly bullets: readonly string[] }>;
  readonly extraSections: readonly ResumeExtraSection[];
  readonly sectionOrder: readonly string[];
  readonly sectionMeta: Readonly<Record<string, SectionMeta>>;
  readonly meta: { readonly ats: boolean; readonly pageCount: 'single' | 'multi' };
}

/** A confidence per field, in the document's shape. */
export interface ResumeConfidence {
  readonly contact: Readonly<Record<keyof ResumeDocument['contact'], Confidence>>;
  readonly summary: Confidence;
  readonly experience: ReadonlyArray<
    Readonly<Record<'role' | 'company' | 'location' | 'dates' | 'bullets', Confidence>>
  >;
  readonly education: ReadonlyArray<Readonly<Record<'school' | 'degree' | 'dates', Confidence>>>;
  readonly skills: Confidence;
  readonly projects: Confidence;
}
