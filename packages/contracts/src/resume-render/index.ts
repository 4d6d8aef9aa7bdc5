export * from './html.ts';
export * from './palettes.ts';
export * from './sections.ts';
export * from './styles.ts';
