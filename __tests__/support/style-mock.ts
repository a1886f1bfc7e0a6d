/** What Jest gives a test for an imported stylesheet: nothing (jest.config.mjs, moduleNameMapper). */
const styleModule = {};

export default styleModule;
