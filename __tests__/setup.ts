import '@testing-library/jest-dom';
import { closeContactStores } from '@/lib/contact/store';
import { closeSharedRedisClients } from '@/lib/redis/client';

// Tests run in one process on a 2-core machine (in band): a Redis connection left open by one
// test file keeps reconnecting after the run and Jest never exits. Close what the shared
// registries opened after every file.
afterAll(async () => {
  await closeContactStores();
  await closeSharedRedisClients();
});
