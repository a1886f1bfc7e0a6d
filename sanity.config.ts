// The configuration the Sanity CLI loads (schema extract, typegen, `sanity dev`). The site
// embeds the same studio at /studio with the project chosen on the server (app/studio).
import { OFFLINE_PROJECT, readStudioProject } from './sanity/env';
import { createStudioConfig } from './sanity/studio-config';

export default createStudioConfig(readStudioProject() ?? OFFLINE_PROJECT);
