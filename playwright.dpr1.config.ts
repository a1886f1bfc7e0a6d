import base from './playwright.config';
export default {
  ...base,
  projects: base.projects!.map((p) => (p.name === 'mobile' ? { ...p, use: { ...p.use, deviceScaleFactor: 1 } } : p)),
};
