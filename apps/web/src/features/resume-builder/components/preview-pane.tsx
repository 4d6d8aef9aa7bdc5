import {
  builderPalettes,
  builderTemplates,
  pageGeometry,
  pageSizes,
  palettes,
  renderResumeHtml,
  templateLabels,
  type BuilderState,
} from '@cp/contracts';
import { Minus, Plus } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 150;
export const ZOOM_STEP = 5;
export const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z / ZOOM_STEP) * ZOOM_STEP));

/**
 * The frame is not sandboxed so the page can measure its height (and accessibility checks can read it): the
 * HTML is the product's own template with every user string escaped, and the app's CSP forbids inline script.
 *
 * The live preview: the export's own HTML (the same function the server prints to PDF) in a frame at
 * the page's width, scaled by the zoom, with a line where each page ends.
 */
export function PreviewPane({
  state,
  zoom,
  onZoom,
  onLayout,
  scores,
}: {
  state: BuilderState;
  zoom: number;
  onZoom: (z: number) => void;
  onLayout: (change: Partial<Omit<BuilderState, 'doc'>>) => void;
  scores?: ReactNode;
}) {
  const deferred = useDeferredValue(state);
  const html = useMemo(() => renderResumeHtml(deferred), [deferred]);
  const page = pageGeometry[state.page_size];
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(page.height);
  const measure = () =>
    setHeight(Math.max(page.height, frame.current?.contentDocument?.documentElement?.scrollHeight ?? page.height));
  useEffect(measure, [html, page.height]);
  const pages = Math.max(1, Math.ceil((height - 2) / page.height));
  const scale = zoom / 100;
  const overOnePage = state.doc.meta.pageCount === 'single' && pages > 1;

  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3" aria-label="Layout">
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
          Template
          <NativeSelect
            value={state.template}
            onChange={(e) => onLayout({ template: e.target.value as BuilderState['template'] })}
            className="h-9 w-40"
          >
            {builderTemplates.map((t) => (
              <option key={t} value={t}>
                {templateLabels[t].label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <fieldset className="flex flex-col gap-1">
          <legend className="text-xs font-medium text-ink-muted">Palette</legend>
          <div className="flex gap-1.5">
            {builderPalettes.map((p) => (
              <label
                key={p}
                title={palettes[p].label}
                className="relative flex size-8 cursor-pointer items-center justify-center rounded-full border border-line has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
              >
                <input
                  type="radio"
                  name="palette"
                  value={p}
                  checked={state.palette === p}
                  onChange={() => onLayout({ palette: p })}
                  className="sr-only"
                  aria-label={palettes[p].label}
                />
                <span className="size-5 rounded-full" style={{ background: palettes[p].accent }} aria-hidden />
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-muted">
          Page
          <NativeSelect
            value={state.page_size}
            onChange={(e) => onLayout({ page_size: e.target.value as BuilderState['page_size'] })}
            className="h-9 w-32"
          >
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {pageGeometry[s].label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div className="flex items-center gap-1" role="group" aria-label="Zoom">
          <Button
            size="icon"
            variant="ghost"
            aria-label="Zoom out"
            disabled={zoom <= ZOOM_MIN}
            onClick={() => onZoom(clampZoom(zoom - ZOOM_STEP))}
          >
            <Minus />
          </Button>
          <span className="w-12 text-center text-sm tabular-nums text-ink" aria-live="polite">
            {zoom}%
          </span>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Zoom in"
            disabled={zoom >= ZOOM_MAX}
            onClick={() => onZoom(clampZoom(zoom + ZOOM_STEP))}
          >
            <Plus />
          </Button>
        </div>
      </div>
      <p className="text-xs text-ink-subtle">
        {templateLabels[state.template].note} {pages} {pages === 1 ? 'page' : 'pages'}.
      </p>
      {scores}
      {overOnePage ? (
        <p role="status" className="text-sm text-warning">
          This runs over one page. Shorten it, or switch the builder to multi-page in Sections & Order.
        </p>
      ) : null}
      <div
        tabIndex={0}
        role="region"
        aria-label="Preview pages"
        className="min-h-0 flex-1 overflow-auto rounded-[var(--radius-card)] bg-surface-sunken p-4"
      >
        <div className="relative mx-auto shadow-md" style={{ width: page.width * scale, height: height * scale }}>
          <iframe
            ref={frame}
            title="Resume preview"
            srcDoc={html}
            onLoad={measure}
            tabIndex={-1}
            scrolling="no"
            className="absolute left-0 top-0 origin-top-left border-0 bg-white"
            style={{ width: page.width, height, transform: `scale(${scale})` }}
          />
          {Array.from({ length: pages - 1 }, (_, i) => (
            <div
              key={i}
              aria-hidden
              className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-brand-500/60"
              style={{ top: (i + 1) * page.height * scale }}
            >
              <span className="absolute right-1 top-0.5 rounded bg-brand-50 px-1 text-[10px] text-brand-800">
                Page {i + 2}
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
