(function () {
  var groups = Array.prototype.slice.call(document.querySelectorAll('details.group'));
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.mechanic'));
  function words(text) { return (text || '').split(' ').filter(function (w) { return w; }); }
  var allUnits = 0, allProps = 0, seen = {};
  groups.forEach(function (g) { words(g.dataset.units).forEach(function (u) { if (!seen[u]) { seen[u] = 1; allUnits++; } }); });
  document.querySelectorAll('article[data-kind=property]').forEach(function (a) {
    if (!seen['p:' + a.dataset.id]) { seen['p:' + a.dataset.id] = 1; allProps++; }
  });
  var fm = document.getElementById('f-mechanic'), fs = document.getElementById('f-show'),
      fq = document.getElementById('f-q'), shown = document.getElementById('shown');
  function decodeOr(text) {   // a hand-written link with a bad escape (#q=%) shows it as written
    try { return decodeURIComponent(text); } catch (e) { return text; }
  }
  function state() {
    var s = {mechanic: '', show: '', q: ''};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('=');
      if (i > 0 && kv.slice(0, i) in s) s[kv.slice(0, i)] = decodeOr(kv.slice(i + 1));
    });
    return s;
  }
  function matches(g, s) {
    if (s.mechanic && g.dataset.mechanic !== s.mechanic) return false;
    if (s.show === 'failed' && g.dataset.status !== 'failed') return false;
    if (s.show === 'known' && g.querySelector('.badge.xfailed, .badge.xpassed') === null) return false;
    if (s.show === 'skipped' && g.querySelector('.badge.skipped') === null) return false;
    if (s.q && g.textContent.toLowerCase().indexOf(s.q.toLowerCase()) < 0) return false;
    return true;
  }
  function apply() {
    var s = state(), n = 0, units = {}, props = {};
    fm.value = s.mechanic; fs.value = s.show; if (document.activeElement !== fq) fq.value = s.q;
    groups.forEach(function (g) {
      var ok = matches(g, s);
      g.hidden = !ok;
      if (ok) {
        n++; if (s.show || s.q) g.open = true;
        words(g.dataset.units).forEach(function (u) { units[u] = 1; });
        g.querySelectorAll('article[data-kind=property]').forEach(function (a) { props[a.dataset.id] = 1; });
      }
    });
    sections.forEach(function (sec) { sec.hidden = sec.querySelector('details.group:not([hidden])') === null; });
    var nu = Object.keys(units).length, np = Object.keys(props).length;
    shown.textContent = 'Showing ' + nu + ' of ' + allUnits + ' ruling units' +
      (allProps ? ', ' + np + ' of ' + allProps + ' properties' : '');
    document.getElementById('empty').hidden = n > 0;
  }
  function go() {
    var parts = [];
    if (fm.value) parts.push('mechanic=' + encodeURIComponent(fm.value));
    if (fs.value) parts.push('show=' + encodeURIComponent(fs.value));
    if (fq.value) parts.push('q=' + encodeURIComponent(fq.value));
    history.replaceState(null, '', '#' + parts.join('&'));
    apply();
  }
  fm.addEventListener('change', go); fs.addEventListener('change', go); fq.addEventListener('input', go);
  document.getElementById('b-open').addEventListener('click', function () {
    groups.forEach(function (g) { if (!g.hidden) g.open = true; });
  });
  document.getElementById('b-close').addEventListener('click', function () {
    groups.forEach(function (g) { g.open = false; });
  });
  window.addEventListener('hashchange', function () {
    apply();
    var first = document.querySelector('details.group:not([hidden])');
    if (first) document.getElementById('controls').scrollIntoView();
  });
  document.body.dataset.ready = 'yes';
  apply();
})();
