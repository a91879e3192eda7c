/** Things a test did not plan for (console errors, unstubbed calls): any of them fails the test. */
export const problems: string[] = [];

export const reportProblem = (problem: string) => {
  problems.push(problem);
};
