/*
 * Hoopla ticket-sales embed, served by the site itself (no third-party script on the page).
 * Nothing is fetched from the sales page until the visitor asks: a click on the button
 * [data-hoopla-show] inside an element with data-hoopla-embed appends one iframe for its
 * data-src, kept invisible over the element's placeholder (a notice with the button and the
 * sales link, at the frame's height) until the frame has loaded; then the frame takes the
 * placeholder's place. A frame that never loads leaves the placeholder and its link. The plain
 * "Kjøp billetter" link next to it stays, so tickets can be bought without JavaScript or when the
 * iframe is blocked. Offline, a click makes no frame and says so in the placeholder's status.
 *
 *   <div data-hoopla-embed data-src="https://..." data-title="Billettsalg" data-height="720">
 *     <div data-hoopla-placeholder>
 *       …notice…
 *       <button type="button" data-hoopla-show>
 *         <span data-hoopla-idle>…</span><span data-hoopla-busy hidden>…</span>
 *       </button>
 *       …link…
 *       <p role="status" data-hoopla-status></p>
 *     </div>
 *   </div>
 *
 * The listener is on the document, so blocks brought in by client-side navigation work too.
 * Once it is in place, this script marks its own <script> element data-hoopla-listening.
 */
(function () {
  'use strict';

  var SELECTOR = '[data-hoopla-embed]';
  var BUTTON = '[data-hoopla-show]';
  var PLACEHOLDER = '[data-hoopla-placeholder]';
  var STATUS = '[data-hoopla-status]';
  var IDLE_LABEL = '[data-hoopla-idle]';
  var BUSY_LABEL = '[data-hoopla-busy]';
  var DONE = 'data-hoopla-ready';
  var LOADED = 'data-hoopla-loaded';
  var LISTENING = 'data-hoopla-listening';
  // In the page's language: the English edition's pages are <html lang="en">.
  var OFFLINE_TEXT =
    document.documentElement.lang === 'en'
      ? 'You are offline. Ticket sales can be shown when you are back online.'
      : 'Du er frakoblet. Billettsalget kan vises når du er på nett igjen.';

  // One listener per page, even if the script is run twice.
  if (document.querySelector('script[' + LISTENING + ']')) return;

  function say(container, text) {
    var status = container.querySelector(STATUS);
    if (status) status.textContent = text;
  }

  function embed(container, button) {
    if (container.hasAttribute(DONE)) return;
    var src = container.getAttribute('data-src') || '';
    // Only http(s): the attribute is rendered by the site, but never trust a javascript: URL.
    if (!/^https?:\/\//i.test(src)) return;
    if (navigator.onLine === false) {
      say(container, OFFLINE_TEXT);
      return;
    }
    say(container, '');
    var height = parseInt(container.getAttribute('data-height') || '', 10);

    // The button stays focusable (a disabled one would drop the focus to <body>) but shows it is
    // busy: "Laster billettsalget …", rendered hidden next to its label, takes the label's place.
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    var idle = button.querySelector(IDLE_LABEL);
    var busy = button.querySelector(BUSY_LABEL);
    if (idle && busy) {
      idle.hidden = true;
      busy.hidden = false;
    }

    var iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = container.getAttribute('data-title') || 'Billettsalg';
    // The visitor asked for it: load now, wherever it is on the screen.
    iframe.setAttribute('loading', 'eager');
    iframe.setAttribute('allow', 'payment');
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.height = (height > 0 ? height : 720) + 'px';
    iframe.style.border = '0';
    // Unseen over the placeholder until it has loaded, and letting clicks through to the
    // placeholder's link (a frame that never loads must not cover it).
    iframe.style.position = 'absolute';
    iframe.style.top = '0';
    iframe.style.left = '0';
    iframe.style.opacity = '0';
    iframe.style.pointerEvents = 'none';
    iframe.tabIndex = -1;
    iframe.addEventListener('load', function () {
      var placeholder = container.querySelector(PLACEHOLDER);
      // A keyboard visitor on the placeholder's button or link would drop to <body> when it is
      // hidden: the frame that takes its place takes the focus too.
      var hadFocus = !!placeholder && placeholder.contains(document.activeElement);
      if (placeholder) placeholder.style.display = 'none';
      iframe.removeAttribute('tabindex');
      iframe.style.position = 'static';
      iframe.style.opacity = '1';
      iframe.style.pointerEvents = '';
      container.setAttribute(LOADED, '');
      if (hadFocus) iframe.focus({ preventScroll: true });
    });
    container.appendChild(iframe);
    container.setAttribute(DONE, '');
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!target || typeof target.closest !== 'function') return;
    var button = target.closest(BUTTON);
    var container = button && button.closest(SELECTOR);
    if (container) embed(container, button);
  });

  var self = document.currentScript;
  if (self) self.setAttribute(LISTENING, '');
})();
