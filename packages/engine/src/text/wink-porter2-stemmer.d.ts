/** Types for wink-porter2-stemmer (docs/decisions/043), which ships none: one function, word in, stem out. */
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export default stem;
}
