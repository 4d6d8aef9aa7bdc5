/**
 * What 'Save as PDF' prints (window.print): only the letter, on A4 with 20 mm margins and a 170 mm
 * text width (docs/product/2-modules.md section 9); everything else on the page is hidden by the print stylesheet.
 */
export function PrintableLetter({ text }: { text: string }) {
  return (
    <>
      <style>{`@media print {
  @page { size: A4; margin: 20mm; }
  body * { visibility: hidden !important; }
  .cover-letter-print, .cover-letter-print * { visibility: visible !important; }
  .cover-letter-print { position: absolute; left: 0; top: 0; width: 170mm; }
}`}</style>
      <div className="cover-letter-print hidden font-serif text-[12pt] leading-relaxed whitespace-pre-wrap text-black print:block">
        {text}
      </div>
    </>
  );
}
