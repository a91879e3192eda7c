export const friendsCount = (count: number) => `${count} ${count === 1 ? 'friend' : 'friends'}`;
