/// The page's style and script. The script mirrors `ScreenPicture`'s placement rules (labels,
/// gap markers) so that the frame it shows looks as the static markup of frame 0 does.
extension HTMLPage {
    static let pageStyle = """
        body{margin:0;background:\(PicturePalette.page);color:\(PicturePalette.ink);font:14px sans-serif}
        header{padding:8px 16px;background:#ffffff;border-bottom:1px solid #c7c7cc}
        h1{font-size:18px;margin:0 0 2px 0}
        h2{font-size:15px;margin:12px 0 4px 0}
        .meta{margin:0 0 6px 0;color:#636366}
        .controls{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
        .controls input{width:320px}
        #readout{display:inline-block;min-width:14em}
        .speed.active{font-weight:bold}
        main{padding:8px 16px}
        .stage{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        .stage.compare{flex-direction:column}
        .lanes{display:flex;flex-wrap:wrap;gap:16px}
        .lane{margin:0}
        .lane figcaption{font-weight:bold;margin:0 0 4px 0}
        .lane svg{display:block}
        .plots{display:flex;flex-direction:column;gap:12px}
        .stage.compare .plots{flex-direction:row;flex-wrap:wrap}
        .notes{max-width:900px}
        .log li.posted{font-weight:bold}
        """

    static let script = """
        (function () {
          'use strict';
          var D = DATA, count = D.count, current = 0, playing = false, speed = 1;
          var startWall = 0, startTime = 0;
          function byId(id) { return document.getElementById(id); }
          function num(v) { return v.toFixed(D.decimals); }
          function setRect(el, r) {
            el.setAttribute('x', num(r[0])); el.setAttribute('y', num(r[1]));
            el.setAttribute('width', num(r[2])); el.setAttribute('height', num(r[3]));
          }
          function first(el, tag) { return el.getElementsByTagName(tag)[0]; }
          function place(el, x, y) { el.setAttribute('x', num(x)); el.setAttribute('y', num(y)); }
          function frameOf(lane, n) { return lane.frames[Math.min(n, lane.frames.length - 1)]; }
          function timeAt(n) {
            var t = 0;
            D.lanes.forEach(function (lane) { if (n < lane.frames.length) { t = Math.max(t, lane.frames[n].t); } });
            return t;
          }
          function drawLane(lane, i, f) {
            var p = 'L' + i + '-', b = D.bezel, w = f.s[2], h = f.s[3], a = f.a;
            setRect(byId(p + 'bezel'), [-b, -b, w + 2 * b, h + 2 * b]);
            setRect(byId(p + 'screen'), f.s);
            setRect(byId(p + 'clip'), f.s);
            byId(p + 'unsafe').setAttribute('d', 'M0 0H' + num(w) + 'V' + num(h) + 'H0Z M' + num(a[0]) + ' ' +
              num(a[1]) + 'H' + num(a[0] + a[2]) + 'V' + num(a[1] + a[3]) + 'H' + num(a[0]) + 'Z');
            var win = byId(p + 'window');
            setRect(win, f.w);
            var full = f.w[0] === f.s[0] && f.w[1] === f.s[1] && f.w[2] === f.s[2] && f.w[3] === f.s[3];
            win.setAttribute('visibility', full ? 'hidden' : 'visible');
            f.v.forEach(function (v, j) {
              var g = byId(p + 'v' + j);
              if (!v) { g.setAttribute('display', 'none'); return; }
              g.removeAttribute('display');
              g.setAttribute('opacity', num(v[4]));
              setRect(first(g, 'rect'), v);
              place(first(g, 'text'), v[0] + 4, v[1] + 13);
            });
            var kb = byId(p + 'kb'), k = f.k;
            setRect(first(kb, 'rect'), k);
            place(first(kb, 'text'), k[0] + k[2] / 2, k[1] + 20);
            var guide = byId(p + 'guide');
            if (f.g) {
              guide.removeAttribute('display');
              setRect(first(guide, 'rect'), f.g);
              place(first(guide, 'text'), f.g[0] + 4, f.g[1] - 4);
            } else {
              guide.setAttribute('display', 'none');
            }
            lane.gaps.forEach(function (viewIndex, j) {
              var g = byId(p + 'g' + j), e = f.e[j];
              if (!e) { g.setAttribute('display', 'none'); return; }
              g.removeAttribute('display');
              var top = e[0];
              var x = w * D.gapX - j * 16, bottom = k[1], line = first(g, 'line');
              line.setAttribute('x1', num(x)); line.setAttribute('x2', num(x));
              line.setAttribute('y1', num(top)); line.setAttribute('y2', num(bottom));
              var text = first(g, 'text');
              place(text, x - 4, (top + bottom) / 2 + 4);
              text.textContent = 'gap ' + num(e[1]);
            });
          }
          function show(n) {
            n = Math.max(0, Math.min(count - 1, Math.floor(n) || 0));
            current = n;
            D.lanes.forEach(function (lane, i) { drawLane(lane, i, frameOf(lane, n)); });
            var t = timeAt(n);
            byId('slider').value = String(n);
            byId('readout').textContent = 'frame ' + n + ' of ' + (count - 1) + ', ' + t.toFixed(1) + ' ms';
            D.plots.forEach(function (plot) {
              var x = plot.t1 > plot.t0 ? plot.left + (t - plot.t0) / (plot.t1 - plot.t0) * plot.width :
                plot.left + plot.width / 2;
              var m = byId(plot.id);
              m.setAttribute('x1', num(x)); m.setAttribute('x2', num(x));
            });
            var items = document.querySelectorAll('.log li');
            for (var i = 0; i < items.length; i++) {
              items[i].className = Number(items[i].getAttribute('data-frame')) <= n ? 'posted' : '';
            }
          }
          function tick(now) {
            if (!playing) { return; }
            var t = startTime + (now - startWall) * speed, n = current;
            while (n + 1 < count && timeAt(n + 1) <= t + 1e-6) { n++; }
            show(n);
            if (n >= count - 1) { playing = false; return; }
            window.requestAnimationFrame(tick);
          }
          function play() {
            if (current >= count - 1) { show(0); }
            playing = true;
            startWall = window.performance.now();
            startTime = timeAt(current);
            window.requestAnimationFrame(tick);
          }
          function pause() { playing = false; }
          function fromHash() {
            var match = /frame=(\\d+)/.exec(window.location.hash);
            if (match) { pause(); show(Number(match[1])); }
          }
          byId('play').addEventListener('click', play);
          byId('pause').addEventListener('click', pause);
          byId('back').addEventListener('click', function () { pause(); show(current - 1); });
          byId('next').addEventListener('click', function () { pause(); show(current + 1); });
          byId('slider').addEventListener('input', function () { pause(); show(Number(this.value)); });
          var speeds = document.querySelectorAll('.speed');
          for (var i = 0; i < speeds.length; i++) {
            speeds[i].addEventListener('click', function () {
              speed = Number(this.getAttribute('data-speed'));
              for (var j = 0; j < speeds.length; j++) { speeds[j].className = 'speed'; }
              this.className = 'speed active';
              if (playing) { startWall = window.performance.now(); startTime = timeAt(current); }
            });
          }
          document.addEventListener('keydown', function (e) {
            if (e.key === ' ') { e.preventDefault(); if (playing) { pause(); } else { play(); } }
            if (e.key === 'ArrowRight') { pause(); show(current + 1); }
            if (e.key === 'ArrowLeft') { pause(); show(current - 1); }
          });
          window.addEventListener('hashchange', fromHash);
          show(0);
          fromHash();
        }());
        """
}
