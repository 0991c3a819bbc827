// Live updates (server-sent events): when the server's canon changes, the page's main part is
// fetched again and swapped in. Without JavaScript the page works the same, without live updates.
(function () {
  var main = document.getElementById('main');
  if (!main || !window.EventSource) return;
  var url = main.getAttribute('data-live');
  if (!url) return;
  var busy = false;
  var source = new EventSource(url);
  source.addEventListener('changed', function () {
    if (busy) return;
    busy = true;
    setTimeout(function () {
      fetch(window.location.href, { credentials: 'same-origin' })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          busy = false;
          if (!html) return;
          var doc = new DOMParser().parseFromString(html, 'text/html');
          var fresh = doc.getElementById('main');
          if (fresh && fresh.innerHTML !== main.innerHTML) {
            main.innerHTML = fresh.innerHTML;
            main.setAttribute('data-updated', String(Date.now()));
          }
        })
        .catch(function () { busy = false; });
    }, 150);
  });
})();
