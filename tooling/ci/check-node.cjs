// Runs before `npm install`, `npm start` and `npm test` (package.json), on whatever Node.js the
// machine has: on one too old for the project it stops at once with one line saying which version
// is needed and how to get it, instead of failing later with an error about something else. From
// npm 10.9 on, package.json's devEngines (the same range) stops npm before this runs, and
// before `npm install` fetches anything; this line is what an older npm shows.
// Plain CommonJS and old syntax on purpose: it must run on any Node.js.
/* global module, require, process, console */
'use strict';

/** A problem with this Node.js version as one line, or null when it can run the project. */
function problem(version) {
  var parts = String(version).replace(/^v/, '').split('.');
  var major = Number(parts[0]);
  var minor = Number(parts[1]);
  // .ts scripts run without a flag from 22.18 (and 23.6); the project is tested on 24 LTS.
  var ok = major > 23 || (major === 23 && minor >= 6) || (major === 22 && minor >= 18);
  if (ok) return null;
  return (
    'This project needs Node.js 24 (or at least 22.18); this is ' +
    'v' +
    parts.join('.') +
    '. ' +
    'Without admin rights: npm install --prefix ~/.node24 node@24 && ' +
    'export PATH=~/.node24/node_modules/.bin:$PATH (or `nvm install`, which reads .nvmrc).'
  );
}

module.exports = { problem: problem };

if (require.main === module) {
  var message = problem(process.versions.node);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
