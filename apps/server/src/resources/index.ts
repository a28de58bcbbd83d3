/** Registers every API resource's routes. */
import type { FastifyInstance } from 'fastify';
import accountsRoutes from '../accounts/routes';
import { passwordRoutes } from '../auth/password-routes';
import devMailboxRoutes from '../dev-mailbox/resource';
import { trackEmailSender } from '../mail/email-limits';
import adminExportRoutes from './admin-exports/routes';
import aggregationRunRoutes from './aggregation-runs/routes';
import animalEventRoutes from './animal-events/routes';
import coalitionAnalyticsRoutes from './coalition-analytics/routes';
import coalitionDataExportRoutes from './coalition-data-exports/routes';
import coalitionMembershipRoutes from './coalition-memberships/routes';
import coalitionRoutes from './coalitions/routes';
import dataEntryStatusRoutes from './data-entry-statuses/routes';
import dataExportRoutes from './data-exports/routes';
import entryLogRoutes from './entry-logs/routes';
import fileImportRoutes from './file-imports/routes';
import locationRoutes from './locations/routes';
import organizationDashboardRoutes from './organization-dashboards/routes';
import organizationDirectoryRoutes from './organization-directory/routes';
import organizationRoutes from './organizations/routes';
import recordTotalRoutes from './record-totals/routes';
import recordRoutes from './records/routes';
import reportExportRoutes from './report-exports/routes';
import resourceArchiverRoutes from './resource-archivers/routes';
import shelterSoftwareConnectionRoutes from './shelter-software-connections/routes';
import statusExportRoutes from './status-exports/routes';
import tutorialVideoRoutes from './tutorial-videos/routes';
import usCountyRoutes from './us-counties/routes';
import inviteRoutes from './user-memberships/invites/routes';
import userMembershipRoutes from './user-memberships/routes';
import userRoutes from './users/routes';

export default async function resources(app: FastifyInstance) {
  // Every email a request causes counts against its sender and its address (mail/email-limits.ts).
  app.addHook('preHandler', trackEmailSender(app.deps.config));
  app.get('/api/v1/health', { config: { public: true } }, async () => ({
    meta: { status: 'ok', dev_mailbox: app.deps.config.devMailbox },
  }));
  await app.register(userRoutes);
  await app.register(userMembershipRoutes);
  await app.register(organizationRoutes);
  await app.register(locationRoutes);
  await app.register(recordRoutes);
  await app.register(usCountyRoutes);
  await app.register(coalitionRoutes);
  await app.register(coalitionMembershipRoutes);
  await app.register(entryLogRoutes);
  await app.register(organizationDirectoryRoutes);
  await app.register(resourceArchiverRoutes);
  await app.register(dataEntryStatusRoutes);
  await app.register(recordTotalRoutes);
  await app.register(accountsRoutes);
  await app.register(passwordRoutes);
  await app.register(inviteRoutes);
  await app.register(devMailboxRoutes);
  await app.register(fileImportRoutes);
  await app.register(reportExportRoutes);
  await app.register(dataExportRoutes);
  await app.register(adminExportRoutes);
  await app.register(statusExportRoutes);
  await app.register(aggregationRunRoutes);
  await app.register(coalitionDataExportRoutes);
  await app.register(coalitionAnalyticsRoutes);
  await app.register(organizationDashboardRoutes);
  await app.register(tutorialVideoRoutes);
  await app.register(shelterSoftwareConnectionRoutes);
  await app.register(animalEventRoutes);
}
