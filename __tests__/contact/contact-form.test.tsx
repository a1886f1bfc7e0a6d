/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';

type FakeResponse = { ok: boolean; status: number; headers: Headers; json: () => Promise<unknown> };

function reply(
  status: number,
  body: unknown = {},
  headers: Record<string, string> = {},
): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
  };
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

beforeAll(() => {
  // jsdom has no fetch; the form only needs this much of one.
  Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
});
beforeEach(() => fetchMock.mockReset());

const field = {
  firstname: () => screen.getByLabelText(/^Fornavn/),
  lastname: () => screen.getByLabelText(/^Etternavn/),
  email: () => screen.getByLabelText(/^E-post/),
  company: () => screen.getByLabelText(/^Firma/),
  message: () => screen.getByLabelText(/^Melding/),
  processing: () => screen.getByRole('checkbox', { name: /behandler personopplysningene/ }),
  newsletter: () => screen.getByRole('checkbox', { name: /nyhetsbrev/ }),
};
const sendButton = () => screen.getByRole('button', { name: 'Send melding' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.firstname(), 'Øystein');
  await user.type(field.lastname(), 'Ærø');
  await user.type(field.email(), 'oystein@example.no');
  await user.type(field.message(), 'Hei fra Oslo!');
  await user.click(field.processing());
}

describe('ContactForm', () => {
  it('labels every field in Norwegian and marks the required ones', () => {
    render(<ContactForm contactEmail="post@matfestival.no" />);
    for (const label of ['Fornavn', 'Etternavn', 'E-post', 'Melding']) {
      expect(screen.getByLabelText(`${label} (påkrevd)`)).toBeInTheDocument();
    }
    expect(field.company()).toHaveAccessibleName('Firma (valgfritt)');
    expect(field.processing()).toHaveAccessibleName(expect.stringContaining('(påkrevd)'));
    expect(field.newsletter()).not.toHaveAccessibleName(expect.stringContaining('påkrevd'));
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(Number(field.message().getAttribute('rows'))).toBeGreaterThanOrEqual(4);
    expect(field.firstname().closest('form')).toHaveClass('w-full', 'md:w-1/2');
  });

  it('keeps the send button disabled until the contact rules hold (docs/product-rules.md)', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await waitFor(() => expect(sendButton()).toBeDisabled());

    await user.type(field.firstname(), 'Kari');
    await user.type(field.lastname(), 'Nordmann');
    await user.type(field.email(), 'kari@firma');
    await user.type(field.message(), 'Hei');
    expect(sendButton()).toBeDisabled();

    await user.type(field.email(), '.no');
    expect(sendButton()).toBeDisabled();
    await user.click(field.processing());
    // The newsletter consent stays unchecked (false) and that is fine.
    await waitFor(() => expect(sendButton()).toBeEnabled());

    await user.clear(field.message());
    await user.type(field.message(), '   ');
    await waitFor(() => expect(sendButton()).toBeDisabled());
  });

  it('ties errors to their fields with aria-invalid and aria-describedby', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field.email(), 'ola');
    await waitFor(() => expect(field.email()).toHaveAttribute('aria-invalid', 'true'));
    expect(field.email()).toHaveAccessibleDescription(
      'Skriv inn en gyldig e-postadresse, for eksempel navn@firma.no.',
    );
    await user.type(field.firstname(), 'K');
    await user.clear(field.firstname());
    await waitFor(() =>
      expect(field.firstname()).toHaveAccessibleDescription('Fornavn er påkrevd.'),
    );
    expect(field.lastname()).toHaveAttribute('aria-invalid', 'false');
    expect(field.lastname()).not.toHaveAttribute('aria-describedby');
  });

  it('sends the message, shows the overlay, then the thank-you view, and starts over empty', async () => {
    const user = userEvent.setup();
    let answer: (response: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm contactEmail="post@matfestival.no" />);
    await fillValid(user);
    await user.click(field.newsletter());
    await user.click(sendButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Sender …');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      firstname: 'Øystein',
      lastname: 'Ærø',
      email: 'oystein@example.no',
      company: '',
      message: 'Hei fra Oslo!',
      consentToProcessing: true,
      consentToNewsletter: true,
      website: '',
      context: { pageUri: 'http://localhost/' },
    });
    expect(body.submittedAt).toBeGreaterThanOrEqual(body.startedAt);
    expect(body.startedAt).toBeGreaterThan(0);

    await act(async () => answer(reply(200, { ok: true })));
    const heading = await screen.findByRole('heading', { name: 'Takk for meldingen!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/typisk innen 2-5 virkedager/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send en ny melding' }));
    expect(screen.getByRole('heading', { name: 'Kontaktskjema' })).toHaveFocus();
    expect(field.firstname()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.processing()).not.toBeChecked();
    expect(field.newsletter()).not.toBeChecked();
    await waitFor(() => expect(sendButton()).toBeDisabled());
  });

  it('keeps the input and offers to retry or email when delivery fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(reply(502, { error: 'The message could not be delivered' }));
    render(<ContactForm contactEmail="post@matfestival.no" />);
    await fillValid(user);
    await user.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Meldingen ble ikke sendt.');
    expect(alert).toHaveTextContent(/prøve å sende igjen/);
    expect(within(alert).getByRole('link', { name: 'post@matfestival.no' })).toHaveAttribute(
      'href',
      'mailto:post@matfestival.no',
    );
    expect(alert).toHaveFocus();
    expect(field.firstname()).toHaveValue('Øystein');
    expect(field.message()).toHaveValue('Hei fra Oslo!');
    expect(field.processing()).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'Takk for meldingen!' })).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(reply(200, { ok: true }));
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Takk for meldingen!' })).toBeInTheDocument();
  });

  it('sends one Idempotency-Key per message: kept for a retry, new after an edit or a send', async () => {
    const user = userEvent.setup();
    const keyOf = (call: number) =>
      new Headers(fetchMock.mock.calls[call][1].headers).get('idempotency-key');
    render(<ContactForm contactEmail={null} />);
    await fillValid(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(sendButton());
    await screen.findByRole('alert');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(sendButton());
    await screen.findByRole('alert');
    expect(keyOf(0)).toMatch(
      /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/,
    );
    expect(keyOf(1)).toBe(keyOf(0));

    await user.type(field.message(), ' Og en ting til.');
    fetchMock.mockResolvedValueOnce(reply(200, { ok: true }));
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Takk for meldingen!' });
    expect(keyOf(2)).not.toBe(keyOf(1));

    // The same text again, after a successful send, is a new message.
    await user.click(screen.getByRole('button', { name: 'Send en ny melding' }));
    await fillValid(user);
    await user.type(field.message(), ' Og en ting til.');
    fetchMock.mockResolvedValueOnce(reply(200, { ok: true }));
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Takk for meldingen!' });
    expect(new Set([keyOf(0), keyOf(2), keyOf(3)]).size).toBe(3);
  });

  it('asks again with the same key while the server is still delivering the first try (409)', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(reply(409, { error: 'still being processed' }, { 'Retry-After': '1' }))
      .mockResolvedValueOnce(reply(200, { ok: true }));
    render(<ContactForm contactEmail={null} />);
    await fillValid(user);
    await user.click(sendButton());
    expect(
      await screen.findByRole('heading', { name: 'Takk for meldingen!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('treats a network error as a failure and says so without a contact email', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ContactForm contactEmail={null} />);
    await fillValid(user);
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Meldingen ble ikke sendt.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(field.email()).toHaveValue('oystein@example.no');
  });

  it('offline, says so in Norwegian, sends nothing and keeps the text', async () => {
    const user = userEvent.setup();
    render(<ContactForm contactEmail={null} />);
    await fillValid(user);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(sendButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Du er uten nett, så meldingen er ikke sendt.');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(field.message()).toHaveValue('Hei fra Oslo!');
      expect(sendButton()).toBeEnabled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('calls a connection lost during sending offline, not a fault of ours', async () => {
    const user = userEvent.setup();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get');
    fetchMock.mockImplementationOnce(async () => {
      onLine.mockReturnValue(false);
      throw new TypeError('Failed to fetch');
    });
    render(<ContactForm contactEmail={null} />);
    await fillValid(user);
    try {
      await user.click(sendButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Du er uten nett');
      expect(field.firstname()).toHaveValue('Øystein');
    } finally {
      onLine.mockRestore();
    }
  });

  it('asks the visitor to wait when rate limited', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      reply(429, { error: 'Too many requests' }, { 'Retry-After': '42' }),
    );
    render(<ContactForm contactEmail="post@matfestival.no" />);
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vent 42 sekunder og prøv igjen');
    expect(field.lastname()).toHaveValue('Ærø');
  });

  it('shows field errors the server reported', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      reply(400, {
        error: 'Input validation failed',
        fields: { email: 'Vi kunne ikke bruke denne e-postadressen.' },
      }),
    );
    render(<ContactForm />);
    await fillValid(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Rett opp feltene');
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription('Vi kunne ikke bruke denne e-postadressen.');
  });

  it('hides the honeypot from people, keyboards and assistive technology', () => {
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Nettside' })).not.toBeInTheDocument();
  });
});
