// The five Resume Builder templates as they print (the preview's own HTML in Chromium), side by side in
// one image for the README: docs/screenshots/resume-templates.png. Also one page per template at the
// phone's width (390 px) to check the preview reads when scaled down.
import path from 'node:path';
import { builderPalettes, builderTemplates, renderResumeHtml, templateLabels } from '@cp/contracts';
import { chromium } from 'playwright-core';
import { locateChromium } from '../apps/server/src/modules/resume-builder/export/pdf-printer.ts';
import { richResumeDocument } from '../apps/server/src/modules/resume-builder/export/rich-fixture.ts';

const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const executablePath = locateChromium(process.env.CHROMIUM_PATH);
if (!executablePath) throw new Error('Chromium is needed: apt-get install -y chromium fonts-liberation');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // Each template in a frame at 794 px scaled to 0.34, five in a row with their names.
  const frames = builderTemplates
    .map((t, i) => {
      const html = renderResumeHtml({
        doc: richResumeDocument(),
        template: t,
        palette: builderPalettes[i % builderPalettes.length]!,
        page_size: 'a4',
      });
      return `<figure><iframe srcdoc="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe><figcaption>${templateLabels[t].label} · ${builderPalettes[i % builderPalettes.length]}</figcaption></figure>`;
    })
    .join('');
  await page.setContent(`<!doctype html><style>
    body { margin: 0; padding: 24px; background: #f1f5f9; font: 14px Arial, sans-serif; display: flex; gap: 16px; }
    figure { margin: 0; width: 270px; } figcaption { margin-top: 8px; text-align: center; color: #0f172a; }
    iframe { width: 794px; height: 1123px; border: 0; background: #fff; transform: scale(0.34); transform-origin: 0 0; margin-bottom: -741px; margin-right: -524px; box-shadow: 0 2px 8px rgba(0,0,0,.15); }
  </style>${frames}`);
  await page.screenshot({
    path: path.join(out, 'resume-templates.png'),
    clip: { x: 0, y: 0, width: 1440, height: 470 },
  });
  for (const t of builderTemplates) {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.setContent(
      `<!doctype html><style>body{margin:0;background:#f1f5f9}iframe{width:794px;height:1123px;border:0;transform:scale(0.46);transform-origin:0 0}</style><iframe srcdoc="${renderResumeHtml({ doc: richResumeDocument(), template: t, palette: 'ocean', page_size: 'a4' }).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>`,
    );
    await phone.screenshot({ path: path.join('/tmp', `resume-template-${t}-390.png`) });
    await phone.close();
  }
  console.log(`wrote ${path.join(out, 'resume-templates.png')} (and 390 px pages in /tmp)`);
} finally {
  await browser.close();
}
