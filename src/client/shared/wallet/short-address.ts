/** 0x1234…abcd. Its own file: the navigation bar (in the home page's initial JavaScript) needs only this. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
