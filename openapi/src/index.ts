export {
  type ContractParameter,
  ContractReader,
  contractSchemaId,
} from './contract-reader.ts';
export {
  ContractValidator,
  getContractValidator,
  type MatchedRequest,
  type ValidationResult,
} from './contract-validator.ts';
export {
  type ContractOperation,
  contractPath,
  escapePointerSegment,
  type HttpMethod,
  httpMethods,
  type JsonObject,
  listOperations,
  loadContractDocument,
} from './load-contract.ts';
