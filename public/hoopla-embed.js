/*
 * Hoopla ticket-sales embed, served by the site itself (no third-party script on the page).
 * For every element with data-hoopla-embed it appends one lazy iframe for its data-src and
 * touches nothing else: the plain "Kjøp billetter" link next to it stays, so tickets can be
 * bought without JavaScript or when the iframe is blocked.
 *
 *   <div data-hoopla-embed data-src="https://..." data-title="Billettsalg" data-height="720"></div>
 */
(function () {
  'use strict';

  var SELECTOR = '[data-hoopla-embed]';
  var DONE = 'data-hoopla-ready';

  function embed(container) {
    if (container.hasAttribute(DONE)) return;
    var src = container.getAttribute('data-src') || '';
    // Only http(s): the attribute is rendered by the site, but never trust a javascript: URL.
    if (!/^https?:\/\//i.test(src)) return;
    var height = parseInt(container.getAttribute('data-height') || '', 10);

    var iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = container.getAttribute('data-title') || 'Billettsalg';
    iframe.loading = 'lazy';
    iframe.setAttribute('allow', 'payment');
    iframe.style.display = 'block';
    iframe.style.width = '100%';
    iframe.style.height = (height > 0 ? height : 720) + 'px';
    iframe.style.border = '0';
    container.appendChild(iframe);
    container.setAttribute(DONE, '');
  }

  function scan(root) {
    if (root.matches && root.matches(SELECTOR)) embed(root);
    if (root.querySelectorAll) Array.prototype.forEach.call(root.querySelectorAll(SELECTOR), embed);
  }

  scan(document);

  // Client-side navigation can bring a sales block onto the page after this script ran once.
  new MutationObserver(function (mutations) {
    mutations.forEach(function (mutation) {
      Array.prototype.forEach.call(mutation.addedNodes, function (node) {
        if (node.nodeType === 1) scan(node);
      });
    });
  }).observe(document.body, { childList: true, subtree: true });
})();
