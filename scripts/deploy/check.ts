/** One step of the deployment scenario: throws at the first failure, prints each success with the time it came. */
export const check = (condition: boolean, what: string) => {
  if (!condition) throw new Error(`FAILED: ${what}`);
  console.log(`ok (${(performance.now() / 1000).toFixed(1)} s): ${what}`);
};
