import base from '../playwright.config.ts';
export default { ...base, testDir: '.', timeout: 300_000 };
