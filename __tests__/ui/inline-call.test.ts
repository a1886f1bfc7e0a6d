import { inlineCall } from '@/lib/ui/inline-call';

describe('inlineCall', () => {
  it('calls the function with its options, and no option can close the <script>', () => {
    const options = { text: '</script><script>alert(1)</script>', n: 2 };
    const script = inlineCall('(o) => globalThis.seen = o', options);
    expect(script).not.toMatch(/<\/script/i);
    new Function(script)();
    expect((globalThis as { seen?: unknown }).seen).toEqual(options);
  });
});
