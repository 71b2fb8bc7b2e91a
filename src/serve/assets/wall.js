// The wall on a projector or a TV (a window at least 1000 px wide): each
// list of the wall (the round's tables, the alphabetical list, the
// standings, the cross table) cut into pages of exactly one screen, shown in
// turn. A page holds as many columns of the list's rows as the screen's
// width takes, each with the list's header; its heading says the list, the
// page ("2/3") and the rows it holds ("Table 21–40"). A list marked
// `data-fit="one"` (the cross table) is shown only when it fits one screen
// whole. The pages are made from the page's own <main>, which stays in the
// document (hidden) and is what a browser without scripts shows, scrolling.
// A page turns every 10 s; a click or a tap turns to the next, ← and →
// (PageUp, PageDown) turn by hand; a touch, a click, a wheel turn or a key
// stops the turning (someone is reading). Narrower windows (phones) scroll.
(function () {
  var TURN_MS = 10000;
  // The sizes a page is tried at, largest type first (assets/style.css):
  // each list is shown at the largest that holds it on one screen, else at
  // the smallest (the fewest screens).
  var LEVELS = ['l0', 'l1', 'l2'];
  var pages = [];
  var at = 0;
  var turning = true;
  var timer = null;
  var box = null;
  var again = false;

  function make(tag, cls) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    return e;
  }

  // A copy without ids (the hidden <main> keeps them).
  function copy(node) {
    var c = node.cloneNode(true);
    c.removeAttribute('id');
    c.querySelectorAll('[id]').forEach(function (x) { x.removeAttribute('id'); });
    return c;
  }

  function overflows() {
    return box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
  }

  // A list's heading, the lines before its table, its table, the lines after.
  function parts(panel) {
    var title = panel.querySelector('h2');
    var table = panel.querySelector('table');
    var holder = null;
    var kids = Array.prototype.slice.call(panel.children);
    if (table) kids.forEach(function (k) { if (k === table || k.contains(table)) holder = k; });
    var before = [], after = [], past = false;
    kids.forEach(function (k) {
      if (k === title) return;
      if (k === holder) { past = true; return; }
      (past ? after : before).push(k);
    });
    // On the hall's wall each page is headed with its group's name too.
    var group = panel.getAttribute('data-group');
    return { title: title, table: table, before: before, after: after, group: group };
  }

  function frame(p, level) {
    var page = make('div', 'page ' + level);
    var h = make('h2');
    if (p.title) h.textContent = (p.group ? p.group + ' · ' : '') + p.title.textContent;
    var where = make('span', 'where');
    h.appendChild(where);
    page.appendChild(h);
    p.before.forEach(function (k) { page.appendChild(copy(k)); });
    var cols = make('div', 'cols');
    page.appendChild(cols);
    p.after.forEach(function (k) { page.appendChild(copy(k)); });
    page.where = where;
    page.cols = cols;
    return page;
  }

  function column(p, page) {
    var t = make('table');
    if (p.table.tHead) t.appendChild(copy(p.table.tHead));
    t.appendChild(make('tbody'));
    page.cols.appendChild(t);
    return t.tBodies[0];
  }

  // What a page holds: "Table 21–40", when the list's first column is a
  // number (the table, the rank, the row).
  function range(p, rows) {
    var th = p.table.tHead && p.table.tHead.rows[0] && p.table.tHead.rows[0].cells[0];
    if (!th || !th.classList.contains('r') || !rows.length) return '';
    var cell = function (r) { return r.cells[0].textContent.replace(/=$/, '').trim(); };
    var first = cell(rows[0]), last = cell(rows[rows.length - 1]);
    return th.textContent + ' ' + (first === last ? first : first + '–' + last);
  }

  // The pages of one list, at the best size.
  function paginate(panel) {
    var name = panel.getAttribute('data-panel');
    var one = panel.getAttribute('data-fit') === 'one';
    var p = parts(panel);
    if (!p.table) {
      var whole = make('div', 'page ' + LEVELS[0]);
      var c = copy(panel);
      var h2 = c.querySelector('h2');
      if (p.group && h2) h2.textContent = p.group + ' · ' + h2.textContent;
      whole.appendChild(c);
      box.appendChild(whole);
      var fits = !overflows();
      box.removeChild(whole);
      return one && !fits ? [] : [{ panel: name, el: whole, rows: [] }];
    }
    var rows = Array.prototype.slice.call(p.table.tBodies[0] ? p.table.tBodies[0].rows : []);
    // The smallest type first: a list it does not hold on one screen is
    // shown at it (the fewest screens); else the largest type that holds
    // it.
    var smallest = planAt(p, rows, LEVELS[LEVELS.length - 1]), out = null;
    if (smallest.pages.length <= 1) {
      for (var i = 0; i < LEVELS.length - 1 && !out; i++) {
        var plan = planAt(p, rows, LEVELS[i]);
        if (plan.pages.length <= 1) out = lay(p, name, plan);
      }
      if (!out) out = lay(p, name, smallest);
    }
    if (!out && one) return [];
    if (!out) out = lay(p, name, smallest) || byRow(p, name, rows, smallest.level);
    out.forEach(function (pg, i) {
      var said = [];
      if (out.length > 1) said.push((i + 1) + '/' + out.length, range(p, pg.rows));
      said = said.filter(function (s) { return s; });
      pg.el.where.textContent = said.length ? ' · ' + said.join(' · ') : '';
    });
    return out;
  }

  function fitsAlone(el) {
    box.appendChild(el);
    var over = overflows();
    box.removeChild(el);
    return !over;
  }

  // How a list's rows fall into columns and pages at one size, measured
  // once: the whole table in one column gives its width and each row's
  // height; the frame with no row, the height left for the rows.
  function planAt(p, rows, level) {
    var page = frame(p, level);
    box.appendChild(page);
    var body = column(p, page);
    var cs = getComputedStyle(box);
    var room = box.clientHeight - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) -
      page.getBoundingClientRect().height - 1;
    rows.forEach(function (row) { body.appendChild(copy(row)); });
    var table = body.parentNode;
    var width = table.getBoundingClientRect().width;
    var heights = Array.prototype.map.call(body.rows, function (r) {
      return r.getBoundingClientRect().height;
    });
    var gap = parseFloat(getComputedStyle(page.cols).columnGap) || 0;
    var across = Math.max(1, Math.floor((box.clientWidth + gap) / (width + gap)));
    box.removeChild(page);
    var pages = [], cols = [], col = [], used = 0;
    rows.forEach(function (row, i) {
      if (col.length && used + heights[i] > room) {
        cols.push(col);
        col = [];
        used = 0;
        if (cols.length === across) { pages.push(cols); cols = []; }
      }
      col.push(row);
      used += heights[i];
    });
    if (col.length) cols.push(col);
    if (cols.length || !pages.length) pages.push(cols);
    return { level: level, pages: pages, width: width };
  }

  // The pages of a plan; none if one does not fit after all (then row by
  // row).
  function lay(p, name, plan) {
    var out = [];
    for (var i = 0; i < plan.pages.length; i++) {
      var page = frame(p, plan.level), held = [];
      plan.pages[i].forEach(function (col) {
        var body = column(p, page);
        body.parentNode.style.minWidth = plan.width + 'px';
        col.forEach(function (row) { body.appendChild(copy(row)); held.push(row); });
      });
      if (!page.cols.children.length) column(p, page);
      // One column: the names as long as the screen's width lets them.
      if (page.cols.children.length === 1) {
        page.classList.add('free');
        if (!fitsAlone(page)) page.classList.remove('free');
      }
      if (!fitsAlone(page)) return null;
      if (page.cols.children.length > 1) page.cols.classList.add('fill');
      out.push({ panel: name, el: page, rows: held });
    }
    return out;
  }

  // The pages of one list at one size, a row at a time: each row where it
  // fits, in the column, beside it, or on a new page.
  function byRow(p, name, rows, level) {
    var out = [];
    var page = frame(p, level), body, held = [];
    box.appendChild(page);
    body = column(p, page);
    function finish() {
      box.removeChild(page);
      if (page.cols.children.length > 1) page.cols.classList.add('fill');
      out.push({ panel: name, el: page, rows: held });
    }
    rows.forEach(function (row) {
      var r = copy(row);
      body.appendChild(r);
      if (!overflows()) { held.push(row); return; }
      body.removeChild(r);
      if (body.rows.length) {
        // Another column beside.
        var next = column(p, page);
        next.appendChild(r);
        if (!overflows()) { body = next; held.push(row); return; }
        page.cols.removeChild(next.parentNode);
      } else if (!held.length) {
        // Not one row fits a screen: it is shown anyway.
        body.appendChild(r);
        held.push(row);
        return;
      }
      finish();
      page = frame(p, level);
      held = [];
      box.appendChild(page);
      body = column(p, page);
      body.appendChild(r);
      held.push(row);
    });
    finish();
    return out;
  }

  function show(i) {
    if (!pages.length) return;
    at = ((i % pages.length) + pages.length) % pages.length;
    box.textContent = '';
    box.appendChild(pages[at].el);
    document.body.setAttribute('data-page', String(at + 1));
    // Measured with other type than shown (a font that came late, a
    // zoom): measured again, once.
    if (overflows() && !again) {
      again = true;
      setTimeout(build, 0);
    } else {
      again = false;
    }
  }

  function schedule() {
    clearTimeout(timer);
    if (turning && pages.length > 1) {
      timer = setTimeout(function () { show(at + 1); schedule(); }, TURN_MS);
    }
  }

  function stop() {
    turning = false;
    clearTimeout(timer);
  }

  function build() {
    var wide = window.innerWidth >= 1000;
    document.body.classList.toggle('paged', wide);
    if (!wide) {
      pages = [];
      if (box) box.textContent = '';
      document.body.removeAttribute('data-pages');
      document.body.removeAttribute('data-page');
      return;
    }
    if (!box) {
      box = make('div');
      box.id = 'pages';
      box.addEventListener('click', function () { stop(); show(at + 1); });
      document.querySelector('main').insertAdjacentElement('afterend', box);
    }
    var was = pages[at];
    var index = 0;
    if (was) index = pages.filter(function (p, i) { return p.panel === was.panel && i < at; }).length;
    box.textContent = '';
    pages = [];
    document.querySelectorAll('main [data-panel]').forEach(function (panel) {
      pages = pages.concat(paginate(panel));
    });
    document.body.setAttribute('data-pages', String(pages.length));
    var first = 0;
    var asked = /^#(\d+)$/.exec(location.hash);
    if (!was && asked) first = Number(asked[1]) - 1;
    if (was) {
      var same = [];
      pages.forEach(function (p, i) { if (p.panel === was.panel) same.push(i); });
      if (same.length) first = same[Math.min(index, same.length - 1)];
    }
    show(first);
    schedule();
  }

  ['touchstart', 'mousedown', 'wheel'].forEach(function (e) {
    addEventListener(e, stop, { passive: true });
  });
  addEventListener('keydown', function (e) {
    stop();
    if (e.key === 'ArrowRight' || e.key === 'PageDown') show(at + 1);
    if (e.key === 'ArrowLeft' || e.key === 'PageUp') show(at - 1);
  });
  var resized = null;
  addEventListener('resize', function () {
    clearTimeout(resized);
    resized = setTimeout(build, 300);
  });
  document.addEventListener('hakem:main', build);
  window.hakemWall = {
    count: function () { return pages.length; },
    show: function (i) { stop(); show(i); },
    rows: function () {
      return pages[at] ? pages[at].rows.length : 0;
    }
  };
  // The type's final measures: the fonts loaded.
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(build);
  addEventListener('load', build);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', build);
  } else {
    build();
  }
})();
