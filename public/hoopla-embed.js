/*
 * Hoopla ticket-sales embed, served by the site itself (no third-party script on the page).
 * For every element with data-hoopla-embed it appends one lazy iframe for its data-src, kept
 * invisible over the element's placeholder (a notice with the sales link, at the frame's height)
 * until the frame has loaded; then the frame takes the placeholder's place. A frame that never
 * loads leaves the placeholder and its link. The plain "Kjøp billetter" link next to it stays,
 * so tickets can be bought without JavaScript or when the iframe is blocked. Offline, no frame
 * is made until the network is back.
 *
 *   <div data-hoopla-embed data-src="https://..." data-title="Billettsalg" data-height="720">
 *     <div data-hoopla-placeholder>…link…</div>
 *   </div>
 */
(function () {
  'use strict';

  var SELECTOR = '[data-hoopla-embed]';
  var DONE = 'data-hoopla-ready';
  var LOADED = 'data-hoopla-loaded';
  var PLACEHOLDER = '[data-hoopla-placeholder]';

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
    // Laid out (so the lazy frame loads) but unseen until it has loaded.
    iframe.style.position = 'absolute';
    iframe.style.top = '0';
    iframe.style.left = '0';
    iframe.style.opacity = '0';
    iframe.tabIndex = -1;
    iframe.addEventListener('load', function () {
      var placeholder = container.querySelector(PLACEHOLDER);
      // A keyboard visitor on the placeholder's link would drop to <body> when it is hidden:
      // the frame that takes its place takes the focus too.
      var hadFocus = !!placeholder && placeholder.contains(document.activeElement);
      if (placeholder) placeholder.style.display = 'none';
      iframe.removeAttribute('tabindex');
      iframe.style.position = 'static';
      iframe.style.opacity = '1';
      container.setAttribute(LOADED, '');
      if (hadFocus) iframe.focus({ preventScroll: true });
    });
    container.appendChild(iframe);
    container.setAttribute(DONE, '');
  }

  function scanWhenOnline(root) {
    if (navigator.onLine === false) return;
    scan(root);
  }

  function scan(root) {
    if (root.matches && root.matches(SELECTOR)) embed(root);
    if (root.querySelectorAll) Array.prototype.forEach.call(root.querySelectorAll(SELECTOR), embed);
  }

  scanWhenOnline(document);
  window.addEventListener('online', function () {
    scan(document);
  });

  // Client-side navigation can bring a sales block onto the page after this script ran once.
  new MutationObserver(function (mutations) {
    mutations.forEach(function (mutation) {
      Array.prototype.forEach.call(mutation.addedNodes, function (node) {
        if (node.nodeType === 1) scanWhenOnline(node);
      });
    });
  }).observe(document.body, { childList: true, subtree: true });
})();
