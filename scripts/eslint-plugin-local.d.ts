import type { ESLint } from 'eslint';

export declare const localPlugin: ESLint.Plugin;
