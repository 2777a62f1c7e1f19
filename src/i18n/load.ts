export { loadResource } from './registry';
