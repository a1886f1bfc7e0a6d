import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { staticHtml } from '@/lib/ui/static-html';

function Badge({ label, muted }: { label: string; muted?: boolean }) {
  return <li className={muted ? 'badge muted' : 'badge'}>{label}</li>;
}

function Maybe({ show, children }: { show: boolean; children: ReactNode }) {
  return show ? <>{children}</> : null;
}

/** Trees of the kinds the programme's event cards hold, and the awkward cases around them. */
const TREES: [string, ReactNode][] = [
  [
    'text with every character React escapes',
    <p key="p">{`Fish & chips <i> "quoted" 'single' > end`}</p>,
  ],
  [
    'attributes: class, data-*, aria-*, lang, id, href with a query',
    <a
      key="a"
      href="https://billett.example/kjop?dag=1&scene=2"
      className="underline"
      data-search=""
      aria-label={'Kjøp billett: "Suppe"'}
      lang="en"
      id="arrangement-x-2027-01-16"
    >
      Kjøp
    </a>,
  ],
  [
    'booleans: aria and data say true/false, others are there or not',
    <div key="d" aria-hidden={true} data-open={false} hidden={true} inert={false}>
      x
    </div>,
  ],
  [
    'null, undefined and false attributes and children',
    <span key="s" className={undefined} data-x={null as unknown as string}>
      {null}
      {false}
      {undefined}
      {0}
    </span>,
  ],
  [
    'components, fragments, keys and lists',
    <ul key="u">
      <Badge label="Smaking" />
      <Maybe show={true}>
        <Badge label="Vegansk" muted />
      </Maybe>
      <Maybe show={false}>
        <Badge label="hidden" />
      </Maybe>
      {['a', 'b'].map((value) => (
        <Badge key={value} label={value} />
      ))}
    </ul>,
  ],
  [
    'void elements and dateTime',
    <p key="t">
      <time dateTime="2027-01-16T18:00:00+01:00">18:00</time>
      <br />
      ny linje
    </p>,
  ],
  [
    'adjacent text and numbers',
    <p key="n">
      {'Kl. '}
      {12}
      {':'}
      {'00'}
    </p>,
  ],
  ['inner HTML', <div key="h" dangerouslySetInnerHTML={{ __html: '<b>raw</b>' }} />],
];

describe('staticHtml', () => {
  it.each(TREES)('writes %s as React does', (_, tree) => {
    expect(staticHtml(tree)).toBe(renderToStaticMarkup(<>{tree}</>));
  });

  it('refuses what it cannot write as React would, saying what', () => {
    expect(() => staticHtml(<button onClick={() => undefined}>x</button>)).toThrow(
      /onClick.*event handler/,
    );
    expect(() => staticHtml(<p style={{ color: 'red' }}>x</p>)).toThrow(/style/);
    expect(() => staticHtml(<svg viewBox="0 0 1 1" />)).toThrow(/SVG/);
    async function Later() {
      return <p>later</p>;
    }
    expect(() => staticHtml(<Later />)).toThrow(/Later is async/);
    const clientReference = Object.assign(() => null, {
      $$typeof: Symbol.for('react.client.reference'),
    });
    expect(() => staticHtml(<>{{ ...(<p />), type: clientReference }}</>)).toThrow(
      /not a server component/,
    );
  });
});
