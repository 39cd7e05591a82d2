export const testDashboard = {};
