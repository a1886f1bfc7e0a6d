// Staff CLI for the contact store: `npm run --silent contact -- list|show|retry|release|deliver|purge`.
// Run through tsx (see package.json) so it shares lib/contact with the server.
import { loadDotEnv } from './lib/dotenv.mjs';
import { cliEnv, runContactCli } from '@/lib/contact/cli/run';
import { getContactStore } from '@/lib/contact/store';

async function main(): Promise<number> {
  loadDotEnv();
  const env = cliEnv();
  const store = await getContactStore(env);
  try {
    return await runContactCli(
      process.argv.slice(2),
      { store, env },
      {
        out: (text) => console.log(text),
        err: (text) => console.error(text),
      },
    );
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`contact: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
