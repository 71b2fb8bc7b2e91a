// The live update of the wall, the lists and the desk: asks the folder's
// stamp every 0.4 s and, when it changed, swaps in the page's new <main>
// (no reload, no flicker); then tells the page ("hakem:main"), so that the
// wall lays out its pages again.
(function () {
  var stamp = null;
  function tick() {
    fetch('/api/stamp', { cache: 'no-store' })
      .then(function (r) { return r.text(); })
      .then(function (t) {
        if (stamp !== null && t !== stamp) {
          return fetch(location.href, { cache: 'no-store' })
            .then(function (p) { return p.text(); })
            .then(function (html) {
              var d = new DOMParser().parseFromString(html, 'text/html');
              var m = d.querySelector('main');
              if (m) {
                document.querySelector('main').replaceWith(m);
                document.dispatchEvent(new Event('hakem:main'));
              }
              stamp = t;
            });
        }
        stamp = t;
      })
      .catch(function () {})
      .then(function () { setTimeout(tick, 400); });
  }
  tick();
})();
