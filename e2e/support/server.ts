// The e2e tests start the same processes as the benchmarks.
export * from '../../apps/server/test/processes';
