// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// The platform's signed reserve statements, published on chain so the token can refuse a mint
/// the reserve does not cover. Only the statement's commitments are stored (its Merkle-sum root,
/// total value, signing time and sequence); the statement itself and its signature stay verifiable
/// off chain against the same root.
contract ReserveAttestation is AccessControl {
    bytes32 public constant PUBLISHER_ROLE = keccak256("PUBLISHER_ROLE");

    struct Statement {
        bytes32 root;
        /// USD with 18 decimals, so it compares directly with VINO supply at USD 1 per VINO.
        uint256 totalValue;
        /// Unix seconds at which the statement was signed.
        uint64 attestedAt;
        uint64 sequence;
    }

    Statement private _latest;
    mapping(uint64 sequence => Statement) private _bySequence;

    event StatementPublished(uint64 indexed sequence, bytes32 root, uint256 totalValue, uint64 attestedAt);

    error SequenceNotIncreasing(uint64 latest, uint64 given);
    error AttestedInTheFuture(uint64 attestedAt, uint256 blockTime);

    constructor(address admin, address publisher) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(PUBLISHER_ROLE, publisher);
    }

    function publish(bytes32 root, uint256 totalValue, uint64 attestedAt, uint64 sequence)
        external
        onlyRole(PUBLISHER_ROLE)
    {
        // Statements form a chain off chain; a replayed or older one must not roll the cap back.
        if (_latest.attestedAt != 0 && sequence <= _latest.sequence) {
            revert SequenceNotIncreasing(_latest.sequence, sequence);
        }
        if (attestedAt > block.timestamp) revert AttestedInTheFuture(attestedAt, block.timestamp);
        Statement memory s = Statement(root, totalValue, attestedAt, sequence);
        _latest = s;
        _bySequence[sequence] = s;
        emit StatementPublished(sequence, root, totalValue, attestedAt);
    }

    function latest() external view returns (Statement memory) {
        return _latest;
    }

    function statement(uint64 sequence) external view returns (Statement memory) {
        return _bySequence[sequence];
    }
}
