// What was thrown, as text: the worker reports its errors in words, whatever was thrown.

/** The message of anything thrown: an Error's message, else the value itself as text. @param {any} error */
export const messageOf = (error) => String(error?.message ?? error);
