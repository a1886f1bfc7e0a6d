/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/page/error-screen';
import { VisitorError, visitorMessage } from '@/lib/errors/visitor-error';

function renderScreen(error: unknown) {
  render(<ErrorScreen error={error} />);
}

describe('the error screen', () => {
  it('shows the Norwegian heading, text and a link to the home page', () => {
    renderScreen(new Error('boom'));
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Noe gikk galt. Prøv å gå til forsiden');
    expect(screen.getByRole('link', { name: 'forsiden' })).toHaveAttribute('href', '/');
  });

  it.each([
    [
      'a TypeError from a bug',
      new TypeError("Cannot read properties of undefined (reading 'slug')"),
    ],
    ['a developer message', new Error('content/production.ndjson line 3: Unexpected token')],
    [
      'a server error in production (message replaced, numeric digest)',
      Object.assign(new Error('An error occurred in the Server Components render.'), {
        digest: '2338765501',
      }),
    ],
    ['a thrown string', 'secret token abc'],
    ['a response-like object', { status: 502, statusText: 'Bad Gateway' }],
  ])('never shows the text of %s', (_label, error) => {
    renderScreen(error);
    expect(screen.queryByTestId('error-message')).not.toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toBe('Oops!Noe gikk galt. Prøv å gå til forsiden');
  });

  it('shows a message written for visitors, thrown in the browser', () => {
    renderScreen(new VisitorError('Billettsalget er stengt i natt.'));
    expect(screen.getByTestId('error-message')).toHaveTextContent(
      'Billettsalget er stengt i natt.',
    );
  });

  it('shows a visitor message from a server error, which reaches the browser only as its digest', () => {
    const thrown = new VisitorError('Billettsalget er stengt i natt.');
    // What the browser gets in production: Next's generic message, the original digest.
    const received = Object.assign(
      new Error('An error occurred in the Server Components render.'),
      {
        digest: thrown.digest,
      },
    );
    renderScreen(received);
    expect(screen.getByTestId('error-message')).toHaveTextContent(
      'Billettsalget er stengt i natt.',
    );
  });
});

describe('visitorMessage', () => {
  it('keeps the cause out of the visitor message', () => {
    const error = new VisitorError('Prøv igjen om litt.', {
      cause: new Error('ECONNREFUSED 10.0.0.5'),
    });
    expect(visitorMessage(error)).toBe('Prøv igjen om litt.');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('ignores digests that are not ours and empty messages', () => {
    expect(visitorMessage({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).toBeNull();
    expect(visitorMessage({ digest: 'VISITOR_MESSAGE:' })).toBeNull();
    expect(visitorMessage(new VisitorError(''))).toBeNull();
    expect(visitorMessage(null)).toBeNull();
  });
});
