import {
  cancelOperationContract,
  createOperationContract,
  createWarehouseContract,
  deleteWarehouseContract,
  findByBarcodeContract,
  getOperationContract,
  listWarehousesContract,
  postOperationContract,
  searchItemsContract,
  updateOperationContract,
  updateWarehouseContract,
} from '@wb/shared/warehouse/warehouse.contract';
import { previewLineImportContract } from '@wb/shared/warehouse/warehouse-import.contract';
import {
  operationLinesList,
  warehouseOperationsList,
  warehouseStockList,
} from '@wb/shared/warehouse/warehouse-lists.contract';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { previewLineImport } from './line-import.service';
import * as operations from './operations.service';
import {
  operationLinesSource,
  warehouseOperationsSource,
  warehouseStockSource,
} from './warehouse.list';
import * as warehouses from './warehouse.service';

/**
 * /warehouse (the own-warehouse stock ledger, docs/domain.md#own-warehouse): warehouses, the
 * stock grid, operations with their lines, the scanner's barcode look-up and the lines import.
 */
export async function warehouseRoutes(app: FastifyInstance) {
  const company = (request: Parameters<typeof requireTenant>[0]) =>
    requireTenant(request).companyId;
  registerList(app, warehouseStockList, warehouseStockSource);
  registerList(app, warehouseOperationsList, warehouseOperationsSource);
  registerList(app, operationLinesList, operationLinesSource);

  route(app, listWarehousesContract, async (request) =>
    warehouses.listWarehouses(app.db.db, company(request)),
  );
  route(app, createWarehouseContract, async (request) =>
    warehouses.createWarehouse(app.db, company(request), request.body, auditContextOf(request)),
  );
  route(app, updateWarehouseContract, async (request) =>
    warehouses.updateWarehouse(
      app.db,
      company(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, deleteWarehouseContract, async (request) => {
    await warehouses.deleteWarehouse(
      app.db,
      company(request),
      request.params.id,
      auditContextOf(request),
    );
  });
  route(app, findByBarcodeContract, async (request) =>
    warehouses.findByBarcode(app.db.db, company(request), request.params.barcode),
  );
  route(app, searchItemsContract, async (request) =>
    warehouses.searchItems(app.db.db, company(request), request.query.q),
  );

  route(app, getOperationContract, async (request) =>
    operations.getOperation(app.db.db, company(request), request.params.id),
  );
  route(app, createOperationContract, async (request) =>
    operations.createOperation(app.db, company(request), request.body, auditContextOf(request)),
  );
  route(app, updateOperationContract, async (request) =>
    operations.updateOperation(
      app.db,
      company(request),
      request.params.id,
      request.body,
      auditContextOf(request),
    ),
  );
  route(app, postOperationContract, async (request) =>
    operations.postOperation(app.db, company(request), request.params.id, auditContextOf(request)),
  );
  route(app, cancelOperationContract, async (request) =>
    operations.cancelOperation(
      app.db,
      company(request),
      request.params.id,
      auditContextOf(request),
    ),
  );
  route(app, previewLineImportContract, async (request) =>
    previewLineImport(app.db.db, company(request), request.body.file),
  );
}
