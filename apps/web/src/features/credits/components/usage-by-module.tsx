import { moduleKeys, type ModuleUsage } from '@cp/contracts';
import { moduleName } from '../utils/module-label.ts';
import { numberFormat } from '../utils/format.ts';

/** Runs and credits per module ('Module 1'..'Module 9') in the current credit period. */
export function UsageByModule({ runs, credits }: { runs: ModuleUsage; credits: ModuleUsage }) {
  const totalRuns = moduleKeys.reduce((sum, key) => sum + (runs[key] ?? 0), 0);
  const totalCredits = moduleKeys.reduce((sum, key) => sum + (credits[key] ?? 0), 0);
  return (
    <section aria-labelledby="usage-modules-title">
      <h3 id="usage-modules-title" className="font-semibold text-ink">
        Usage by module
      </h3>
      <p className="mt-0.5 text-sm text-ink-muted">This credit period.</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-medium">
                Module
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium sm:pr-4">
                Runs
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Credits
              </th>
            </tr>
          </thead>
          <tbody>
            {moduleKeys.map((key) => (
              <tr key={key} className="border-b border-line">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="hidden text-ink-subtle sm:inline">{key} </span>
                  <span className="text-ink">{moduleName(key)}</span>
                </th>
                <td className="py-2 pr-3 text-right tabular-nums sm:pr-4">{numberFormat.format(runs[key] ?? 0)}</td>
                <td className="py-2 text-right tabular-nums">{numberFormat.format(credits[key] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-4 text-left">
                Total
              </th>
              <td className="py-2 pr-3 text-right tabular-nums sm:pr-4">{numberFormat.format(totalRuns)}</td>
              <td className="py-2 text-right tabular-nums">{numberFormat.format(totalCredits)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
