/** The middle value of a list of numbers (of an even count, the upper of the two middle ones). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
