// One worker thread of tooling/site-build/social-cards.mjs: draws its share of the cards and posts the results.
import { parentPort, workerData } from 'node:worker_threads';
import { drawCards } from './social-cards.mjs';

parentPort.postMessage(await drawCards(workerData.cards, workerData.cacheDir));
